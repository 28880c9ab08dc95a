/* Stand-in for Betunlim's chat-data embed: reads chatbotId and the player's data from its own query, adds the frame. */
(function () {
  var calls = (window.__vendorCalls = window.__vendorCalls || []);
  var script = document.currentScript;
  var query = script ? new URL(script.src).searchParams : new URLSearchParams();
  var params = {};
  query.forEach(function (value, key) { params[key] = value; });
  calls.push({ vendor: 'betunlim', method: 'embed', args: [params] });
  var frame = document.createElement('iframe');
  frame.setAttribute('data-chatbot-id', params.chatbotId || '');
  frame.title = 'Betunlim chat';
  frame.srcdoc = '<p>chat</p>';
  frame.style.cssText = 'position:fixed;bottom:1rem;inset-inline-end:1rem;width:4rem;height:4rem;border:0;z-index:10';
  setTimeout(function () { document.body.appendChild(frame); }, 30);
})();
