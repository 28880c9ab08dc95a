import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { gamesKit, gate } from './test-kit.ts';

describe('FavouritesStore', () => {
  it('asks a guest to sign in and never calls the server for them', async () => {
    const { favourites, fakes } = gamesKit();
    await favourites.load();
    expect(await favourites.toggle('game-1')).toBe('signIn');
    expect(fakes.games.likeCalls).toEqual([]);
    expect(favourites.has('game-1')).toBe(false);
  });

  it('loads the likes once a player signs in', async () => {
    const { favourites, fakes, signIn } = gamesKit();
    fakes.games.likes = ['game-2'];
    await signIn();
    await favourites.load();
    expect(favourites.has('game-2')).toBe(true);
  });

  it('shows a like at once and keeps it when the server agrees', async () => {
    const { favourites, fakes, signIn } = gamesKit();
    await signIn();
    const held = gate();
    fakes.games.gate = held.promise;
    const pressing = favourites.toggle('game-1');
    expect(favourites.has('game-1')).toBe(true);
    // a second press while the first is on its way sends nothing
    expect(await favourites.toggle('game-1')).toBe('busy');
    held.open();
    expect(await pressing).toBe('liked');
    expect(fakes.games.likeCalls).toEqual([{ sysname: 'game-1', liked: true }]);
  });

  it('rolls a like back when the server refuses it', async () => {
    const { favourites, fakes, signIn } = gamesKit();
    fakes.games.likes = ['game-1'];
    await signIn();
    await favourites.load();
    expect(favourites.has('game-1')).toBe(true);
    fakes.games.likeResult = err({ type: 'InternalServerErrorException', status: 500, message: 'x', fieldErrors: {}, errorData: {} });
    expect(await favourites.toggle('game-1')).toBe('failed');
    expect(favourites.has('game-1')).toBe(true);
    fakes.games.likeResult = ok(true);
    expect(await favourites.toggle('game-1')).toBe('unliked');
    expect(favourites.has('game-1')).toBe(false);
  });
});
