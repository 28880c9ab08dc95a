/* Stand-in for JivoSite's widget script (window.jivo_api, <jdiv> launcher, jivo_onLoadCallback). */
(function () {
  var calls = (window.__vendorCalls = window.__vendorCalls || []);
  var record = function (method, args) { calls.push({ vendor: 'jivoSite', method: method, args: JSON.parse(JSON.stringify(Array.prototype.slice.call(args))) }); };
  var jdiv = document.createElement('jdiv');
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Jivo';
  jdiv.appendChild(button);
  jdiv.style.cssText = 'position:fixed;bottom:1rem;inset-inline-end:1rem;z-index:10';
  document.body.appendChild(jdiv);
  var api = {};
  ['setContactInfo', 'setUserToken', 'setCustomData', 'clearHistory', 'open', 'close'].forEach(function (name) {
    api[name] = function () { record(name, arguments); };
  });
  window.jivo_api = api;
  setTimeout(function () { if (typeof window.jivo_onLoadCallback === 'function') window.jivo_onLoadCallback(); }, 30);
})();
