/* Stand-in for LiveChat's tracking.js (window.LiveChatWidget); reads window.__lc.license like the real one. */
(function () {
  var calls = (window.__vendorCalls = window.__vendorCalls || []);
  var record = function (method, args) { calls.push({ vendor: 'liveChat', method: method, args: JSON.parse(JSON.stringify(Array.prototype.slice.call(args))) }); };
  record('boot', [{ license: window.__lc && window.__lc.license }]);
  var launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.id = 'chat-widget-container';
  launcher.textContent = 'LiveChat';
  launcher.style.cssText = 'position:fixed;bottom:1rem;inset-inline-end:1rem;z-index:10';
  document.body.appendChild(launcher);
  window.LiveChatWidget = {
    call: function (method) {
      record(method, Array.prototype.slice.call(arguments, 1));
      if (method === 'hide') launcher.hidden = true;
      if (method === 'minimize' || method === 'maximize') launcher.hidden = false;
    },
    on: function () {},
  };
})();
