const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A one-screen slot: Spin takes a stake of 1 and pays 0, 2 or 5. In demo mode it plays with fun credits on its
 * own; in real mode each spin is settled by the sandbox at `roundsUrl` (which may refuse it: limits, a break,
 * funds) and the frame says why when it is refused. It tells its parent it is ready and that the balance changed —
 * always to the parent's origin (taken from the referrer), never to '*'.
 */
export function standInGame({ name, mode, roundsUrl }: { name: string; mode: 'play' | 'demo'; roundsUrl: string | null }): string {
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
  <p>${mode === 'demo' ? 'Credits' : 'Balance'}: <output id="credits">${mode === 'demo' ? '100' : '—'}</output></p>
  <button id="spin" type="button">Spin</button>
  <p id="refusal" role="status"></p>
</main>
<script>
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : location.origin;
  var credits = 100, symbols = ['7', '\\u2605', '\\u2666', '\\u2663'];
  function tell(message) { if (window.parent !== window) window.parent.postMessage(message, parentOrigin); }
  var roundsUrl = ${JSON.stringify(roundsUrl)};
  var refusals = {
    loss_limit: 'Your loss limit is reached: no more stakes until it resets.',
    wager_limit: 'Your wager limit is reached: no more stakes until it resets.',
    session_limit: 'Your session time limit is reached.',
    excluded: 'Your account is taking a break from play.',
    funds: 'Not enough money for this stake.',
    unknown_launch: 'This game session has ended: open the game again.'
  };
  var spin = document.getElementById('spin'), refusal = document.getElementById('refusal');
  function show(reels) { document.getElementById('reels').textContent = reels.join(' '); }
  function playDemo() {
    var reels = [0, 1, 2].map(function () { return symbols[Math.floor(Math.random() * symbols.length)]; });
    var win = reels[0] === reels[1] && reels[1] === reels[2] ? 5 : reels[0] === reels[1] ? 2 : 0;
    credits += win - 1;
    show(reels);
    document.getElementById('credits').textContent = String(credits);
  }
  function playReal() {
    spin.disabled = true;
    refusal.textContent = '';
    fetch(roundsUrl, { method: 'POST' })
      .then(function (response) { return response.json(); })
      .then(function (round) {
        if (!round.ok) { refusal.textContent = refusals[round.refused] || 'The round was refused.'; return; }
        show(round.reels);
        document.getElementById('credits').textContent = round.balance.toFixed(2);
        tell({ type: 'game:balance', win: round.win, stake: 1 });
      })
      .catch(function () { refusal.textContent = 'The round could not be played.'; })
      .then(function () { spin.disabled = false; });
  }
  spin.addEventListener('click', function () { if (roundsUrl) playReal(); else playDemo(); });
  tell({ type: 'game:ready', mode: ${JSON.stringify(mode)} });
</script>
</body></html>`;
}
