// Demo stand-in for a video provider's embed (no external requests). Reads ?scene= and ?title=,
// shows that scene and sets the caption with textContent (never as HTML).
(function () {
  var SCENES = { aarti: 'Aarti', abhishekam: 'Abhishekam', havan: 'Havan', puja: 'Puja' };
  var params = new URLSearchParams(window.location.search);
  var scene = (params.get('scene') || '').trim().toLowerCase();
  if (!Object.prototype.hasOwnProperty.call(SCENES, scene)) scene = 'aarti';
  document.documentElement.setAttribute('data-scene', scene);

  var kind = document.getElementById('kind');
  if (kind) kind.textContent = SCENES[scene];

  var title = (params.get('title') || '').replace(/\s+/g, ' ').trim().slice(0, 120);
  var caption = document.getElementById('title');
  if (title && caption) caption.textContent = title;
  document.title = (title || 'Live Darshan') + ' · Live';
  var stage = document.getElementById('stage');
  if (stage) stage.setAttribute('aria-label', SCENES[scene] + ' live darshan: ' + (title || 'Live Darshan'));
})();
