/* Stand-in for the Bloomreach (Exponea) browser SDK: window.exponea.initialize/identify/anonymize/track. */
(function () {
  var calls = (window.__vendorCalls = window.__vendorCalls || []);
  var record = function (method, args) { calls.push({ vendor: 'bloomreach', method: method, args: JSON.parse(JSON.stringify(Array.prototype.slice.call(args))) }); };
  window.exponea = {};
  ['initialize', 'identify', 'anonymize', 'track'].forEach(function (name) {
    window.exponea[name] = function () { record(name, arguments); };
  });
})();
