// Loaded async, so it never waits behind the app's script. A server-painted page shows its buttons before the app's script has started. A tap on one in
// that moment is kept here and handed to the app once it listens (main.tsx), so no tap is lost.
(() => {
  if (window.__earlyTaps === null) return; // the app started first: it listens already
  var taps = [];
  window.__earlyTaps = taps;
  document.addEventListener(
    'click',
    (event) => {
      if (window.__earlyTaps !== taps) return; // the app listens now
      var target =
        event.target instanceof Element
          ? event.target.closest('button, a[href], [role="button"]')
          : null;
      var root = document.getElementById('root');
      if (!target || !root?.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      taps.push(target);
    },
    true,
  );
})();
