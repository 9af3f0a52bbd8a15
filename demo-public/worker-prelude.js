/*
 * Tradescope, demo builds only: vite.config.ts puts this in front of msw's generated worker
 * (mockServiceWorker.js, kept as `msw init` wrote it) in the one worker script it serves.
 *
 * Only requests to the demo service may reach msw. Any other request (a live service's, the
 * app's own files) is stopped here, before msw's fetch listener runs, without an answer: the
 * browser then fetches it for the page as if no worker were installed, and the page's abort (its
 * time limit, leaving a view) closes the connection. msw would otherwise pass such a request
 * through with a fetch of its own whenever any tab of the site is in demo mode, and that fetch
 * outlived the page's abort: a hung live service kept the connection open.
 */
self.addEventListener('fetch', function (event) {
  if (!event.request.url.startsWith('https://demo.tradescope.invalid/')) event.stopImmediatePropagation()
})

