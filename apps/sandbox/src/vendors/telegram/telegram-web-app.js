/*
 * Stand-in for Telegram's telegram-web-app.js: like the real script it reads the launch parameters from the
 * address's fragment (tgWebAppData, the signed init data) and keeps them for reloads in sessionStorage.
 */
(function () {
  var calls = (window.__vendorCalls = window.__vendorCalls || []);
  var record = function (method, args) { calls.push({ vendor: 'telegram', method: method, args: JSON.parse(JSON.stringify(Array.prototype.slice.call(args))) }); };
  var params = new URLSearchParams(location.hash.replace(/^#/, ''));
  var stored = sessionStorage.getItem('__telegram__initParams');
  var initData = params.get('tgWebAppData') || (stored ? JSON.parse(stored).tgWebAppData : '') || '';
  if (params.get('tgWebAppData')) sessionStorage.setItem('__telegram__initParams', JSON.stringify({ tgWebAppData: initData }));
  var handlers = {};
  var webApp = {
    initData: initData,
    platform: params.get('tgWebAppPlatform') || 'unknown',
    version: params.get('tgWebAppVersion') || '8.0',
    viewportHeight: window.innerHeight,
    viewportStableHeight: window.innerHeight,
    isExpanded: false,
    isFullscreen: false,
  };
  ['ready', 'disableVerticalSwipes', 'close'].forEach(function (name) { webApp[name] = function () { record(name, arguments); }; });
  webApp.expand = function () { record('expand', arguments); webApp.isExpanded = true; };
  webApp.requestFullscreen = function () { record('requestFullscreen', arguments); webApp.isFullscreen = true; };
  webApp.onEvent = function (event, handler) { record('onEvent', [event]); (handlers[event] = handlers[event] || []).push(handler); };
  /* a test plays the keyboard opening: the stable height shrinks */
  webApp.__setViewport = function (height) {
    webApp.viewportHeight = webApp.viewportStableHeight = height;
    (handlers.viewportChanged || []).forEach(function (h) { h.call(webApp, { isStateStable: true }); });
  };
  window.Telegram = { WebApp: webApp };
})();
