const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A one-screen slot: Spin takes a stake of 1 and pays 0, 2 or 5. It tells its parent it is ready and, in real mode,
 * that the balance changed — always to the parent's origin (taken from the referrer), never to '*'.
 */
export function standInGame({ name, mode }: { name: string; mode: 'play' | 'demo' }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(name)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 16px system-ui, sans-serif; background: #101828; color: #f9fafb; }
  main { text-align: center; } button { font: inherit; padding: .6em 2em; border-radius: 8px; border: 0; background: #fbbf24; color: #111; cursor: pointer; }
  button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; } .reels { font-size: 48px; letter-spacing: .2em; margin: .5em 0; }
</style></head>
<body><main>
  <h1>${escape(name)}</h1>
  <p id="mode" data-mode="${mode}">${mode === 'demo' ? 'Demo mode: fun credits' : 'Real money'}</p>
  <div class="reels" id="reels" aria-live="polite">7 7 7</div>
  <p>Credits: <output id="credits">100</output></p>
  <button id="spin" type="button">Spin</button>
</main>
<script>
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : location.origin;
  var credits = 100, symbols = ['7', '\\u2605', '\\u2666', '\\u2663'];
  function tell(message) { if (window.parent !== window) window.parent.postMessage(message, parentOrigin); }
  document.getElementById('spin').addEventListener('click', function () {
    var reels = [0, 1, 2].map(function () { return symbols[Math.floor(Math.random() * symbols.length)]; });
    var win = reels[0] === reels[1] && reels[1] === reels[2] ? 5 : reels[0] === reels[1] ? 2 : 0;
    credits += win - 1;
    document.getElementById('reels').textContent = reels.join(' ');
    document.getElementById('credits').textContent = String(credits);
    if (${JSON.stringify(mode)} === 'play') tell({ type: 'game:balance', win: win, stake: 1 });
  });
  tell({ type: 'game:ready', mode: ${JSON.stringify(mode)} });
</script>
</body></html>`;
}
