import { render, screen } from '@testing-library/react';
import { Stage, StageArea, StageBar } from './index';
import * as styles from './Stage.css';

describe('Stage', () => {
  it('is a section named by its bar’s heading, with the bar before the area', () => {
    render(
      <Stage aria-labelledby="t" data-game="x">
        <StageBar><h1 id="t">Fire Wizard</h1></StageBar>
        <StageArea data-testid="area"><iframe title="Fire Wizard" /></StageArea>
      </Stage>,
    );
    const stage = screen.getByRole('region', { name: 'Fire Wizard' });
    expect(stage.tagName).toBe('SECTION');
    expect(stage.dataset.game).toBe('x');
    expect(stage.className).toContain(styles.compact);
    expect([...stage.children].map((child) => child.className)).toEqual([styles.bar, styles.area]);
  });

  it('passes the page form’s ratio and reserve to its styles, keeping the caller’s own', () => {
    render(<Stage as="div" data-testid="stage" fill="always" ratio="4 / 3" reserve="10rem" style={{ marginBlock: 8 }}><StageArea /></Stage>);
    const stage = screen.getByTestId('stage');
    expect(stage.tagName).toBe('DIV');
    expect(stage.className).toContain(styles.always);
    const declared = [...stage.style].filter((name) => name.startsWith('--')).map((name) => stage.style.getPropertyValue(name));
    expect(declared.sort()).toEqual(['10rem', '4 / 3']);
    expect(stage.style.marginBlock).toBe('8px');
  });

  it('covers the viewport with its area when asked (a full-screen stand-in), and hands the area’s ref on', () => {
    let area: HTMLDivElement | null = null;
    const { rerender } = render(<Stage><StageArea ref={(el) => void (area = el)} /></Stage>);
    expect(area!.className).not.toContain(styles.areaCovering);
    rerender(<Stage><StageArea ref={(el) => void (area = el)} covering /></Stage>);
    expect(area!.className).toContain(styles.areaCovering);
  });
});
