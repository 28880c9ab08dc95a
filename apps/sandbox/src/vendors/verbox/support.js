/* Stand-in for Verbox's support.js: the Verbox(command, argument) function and its #supportTrigger launcher. */
(function () {
  var calls = (window.__vendorCalls = window.__vendorCalls || []);
  var record = function (method, args) { calls.push({ vendor: 'verbox', method: method, args: JSON.parse(JSON.stringify(Array.prototype.slice.call(args))) }); };
  var script = document.currentScript;
  record('boot', [{ h: script ? new URL(script.src).searchParams.get('h') : null }]);
  var trigger = document.createElement('button');
  trigger.type = 'button';
  trigger.id = 'supportTrigger';
  trigger.textContent = 'Verbox';
  trigger.style.cssText = 'position:fixed;bottom:1rem;inset-inline-end:1rem;z-index:10';
  document.body.appendChild(trigger);
  window.Verbox = function (command) { record(command, Array.prototype.slice.call(arguments, 1)); };
})();
