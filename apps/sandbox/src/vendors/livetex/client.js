/* Stand-in for LiveTex's client.js: reads liveTexID, fills window.LiveTex and calls its onLiveTexReady. */
(function () {
  var calls = (window.__vendorCalls = window.__vendorCalls || []);
  var record = function (method, args) { calls.push({ vendor: 'live_tex', method: method, args: JSON.parse(JSON.stringify(Array.prototype.slice.call(args))) }); };
  record('boot', [{ id: window.liveTexID }]);
  var label = document.createElement('button');
  label.type = 'button';
  label.textContent = 'LiveTex';
  label.style.cssText = 'position:fixed;bottom:1rem;inset-inline-end:1rem;z-index:10';
  document.body.appendChild(label);
  var lt = (window.LiveTex = window.LiveTex || {});
  lt.setConversationAttributes = function () { record('setConversationAttributes', arguments); };
  lt.showLabel = function () { record('showLabel', arguments); label.hidden = false; };
  lt.hideLabel = function () { record('hideLabel', arguments); label.hidden = true; };
  setTimeout(function () { if (typeof lt.onLiveTexReady === 'function') lt.onLiveTexReady(); }, 30);
})();
