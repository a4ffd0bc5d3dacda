// Starts a server-rendered page's code (docs/decisions/014). The page is readable as it arrives;
// its code is fetched once the page's own content (stylesheet, fonts, pictures) has loaded, or at
// the first touch, key or scroll if that comes sooner, so on a slow connection what the devotee
// came to see gets the bandwidth first. The server names the entry and the chunks to preload.
// A button pressed before the page has hydrated would do nothing: the press is held, the code is
// started, and the press is made again once the app says it has taken over (App.tsx). A link
// pressed then is followed by the browser itself.
(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preload = (me.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preload[i];
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = me.getAttribute('data-entry');
    script.crossOrigin = '';
    document.head.appendChild(script);
  }
  var held = null;
  function holdEarlyPress(e) {
    var target = e.target && e.target.closest ? e.target : null;
    // A link pressed before the page has hydrated is the browser's to follow, as a plain link: the
    // app must not see it. React would hand it to the link's router code while that code cannot
    // navigate yet (its effects have not run), and the press would be lost.
    if (target && target.closest('a[href]')) {
      e.stopPropagation();
      return;
    }
    var button = target ? target.closest('button') : null;
    if (!button) return;
    e.preventDefault();
    e.stopPropagation();
    held = button;
    start();
  }
  addEventListener('click', holdEarlyPress, true);
  document.addEventListener(
    'sankalp:hydrated',
    function () {
      removeEventListener('click', holdEarlyPress, true);
      var button = held;
      held = null;
      if (button && button.isConnected) button.click();
    },
    { once: true },
  );

  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
  var early = ['pointerdown', 'keydown', 'touchstart', 'scroll'];
  for (var j = 0; j < early.length; j++) addEventListener(early[j], start, { once: true, passive: true });
})();
