/* Stand-in for the SEON fraud-detection agent (window.seon): config, then getBase64Session(callback). */
(function () {
  var calls = (window.__vendorCalls = window.__vendorCalls || []);
  var options = {};
  window.seon = {
    config: function (o) { options = o || {}; calls.push({ vendor: 'seon', method: 'config', args: [JSON.parse(JSON.stringify(options))] }); },
    getBase64Session: function (callback) {
      calls.push({ vendor: 'seon', method: 'getBase64Session', args: [] });
      setTimeout(function () { callback(btoa(JSON.stringify({ session_id: options.session_id || null, device: 'sandbox' }))); }, 20);
    },
  };
})();
