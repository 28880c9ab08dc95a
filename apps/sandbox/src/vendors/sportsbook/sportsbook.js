/*
 * Offline stand-in of an embedded sportsbook. It talks to the page that frames it only with window messages sent to
 * that page's origin (taken from the referrer the frame was opened with), never to '*':
 * `height` when its content changes size, `navigate` when it opens an inner page, `signIn` when a guest wants to bet,
 * `balance` after a bet. Every message it sent is kept in `window.__sportsbookSent` for browser tests.
 */
(function () {
  var base = '/static/vendors/sportsbook/';
  var parentOrigin = (function () {
    try {
      return new URL(document.referrer).origin;
    } catch (e) {
      return null;
    }
  })();
  window.__sportsbookSent = [];
  function send(type, payload) {
    if (!parentOrigin || window.parent === window) return;
    var message = payload === undefined ? { type: type } : { type: type, payload: payload };
    window.__sportsbookSent.push(message);
    window.parent.postMessage(message, parentOrigin);
  }
  function innerPath() {
    return location.pathname.indexOf(base) === 0 ? location.pathname.slice(base.length) : '';
  }
  function showPath() {
    document.getElementById('path').textContent = '/' + innerPath();
  }
  function reportHeight() {
    send('height', { height: Math.ceil(document.documentElement.scrollHeight) });
  }
  var eventNo = 0;
  document.getElementById('open-event').addEventListener('click', function () {
    eventNo += 1;
    var path = 'football/event-' + eventNo;
    history.pushState(null, '', base + path);
    showPath();
    send('navigate', { path: path });
  });
  document.getElementById('place-bet').addEventListener('click', function () {
    send('balance');
  });
  document.getElementById('sign-in').addEventListener('click', function () {
    send('signIn');
  });
  document.getElementById('grow').addEventListener('click', function () {
    var list = document.getElementById('markets');
    for (var i = 0; i < 10; i += 1) {
      var item = document.createElement('li');
      item.textContent = 'Market ' + (list.children.length + 1);
      list.appendChild(item);
    }
    reportHeight();
  });
  // its own history entries (the browser's back button inside the sportsbook) move the page's address too
  window.addEventListener('popstate', function () {
    showPath();
    send('navigate', { path: innerPath() });
  });
  showPath();
  reportHeight();
})();
