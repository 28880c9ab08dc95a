/* Stand-in for FreshChat's widget.js (window.fcWidget). */
(function () {
  var calls = (window.__vendorCalls = window.__vendorCalls || []);
  var record = function (method, args) { calls.push({ vendor: 'freshChat', method: method, args: JSON.parse(JSON.stringify(Array.prototype.slice.call(args))) }); };
  var listeners = {};
  var frame = null;
  var user = {
    setFirstName: function () { record('user.setFirstName', arguments); },
    setEmail: function () { record('user.setEmail', arguments); },
    setProperties: function () { record('user.setProperties', arguments); },
    clear: function () { record('user.clear', arguments); return Promise.resolve(); },
  };
  var sent = 0;
  // the conversation window: what the player types goes out as the real widget's "message:sent" event
  var chatWindow = function () {
    var form = document.createElement('form');
    form.hidden = true;
    form.setAttribute('aria-label', 'FreshChat conversation');
    form.style.cssText = 'padding:.5rem;background:#fff;color:#111';
    // no display here: it would beat the hidden attribute
    var text = document.createElement('textarea');
    text.setAttribute('aria-label', 'Message');
    var send = document.createElement('button');
    send.type = 'submit';
    send.textContent = 'Send';
    form.appendChild(text);
    form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (!text.value.trim()) return;
      sent += 1;
      var message = { channelId: 'sandbox-channel', conversationId: 'sandbox-conversation', messageParts: [{ text: { content: text.value } }], id: 'm' + sent };
      text.value = '';
      (listeners['message:sent'] || []).forEach(function (l) { l({ data: { message: message } }); });
    });
    return form;
  };
  window.fcWidget = {
    user: user,
    init: function () {
      record('init', arguments);
      setTimeout(function () {
        frame = document.createElement('div');
        frame.id = 'fc_frame';
        frame.style.cssText = 'position:fixed;bottom:1rem;inset-inline-end:1rem;z-index:10';
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'FreshChat';
        button.setAttribute('aria-label', 'Open FreshChat');
        frame.appendChild(button);
        frame.appendChild(chatWindow());
        button.addEventListener('click', function () {
          var panel = frame.querySelector('form');
          panel.hidden = !panel.hidden;
          if (!panel.hidden) panel.querySelector('textarea').focus();
        });
        document.body.appendChild(frame);
        // the real widget announces this documented event once its frame is in the page
        (listeners['widget:loaded'] || []).forEach(function (l) { l({ status: 200 }); });
      }, 50);
    },
    isInitialized: function () { return frame !== null; },
    on: function (event, listener) { record('on', [event]); (listeners[event] = listeners[event] || []).push(listener); },
    setExternalId: function () { record('setExternalId', arguments); },
    show: function () { record('show', arguments); if (frame) frame.hidden = false; },
    hide: function () { record('hide', arguments); if (frame) frame.hidden = true; },
    __emit: function (event, payload) { (listeners[event] || []).forEach(function (l) { l(payload); }); },
  };
})();
