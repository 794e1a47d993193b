// The stylesheet of what the page makes only when first used (ui/on-demand.css: the charts drawer, the compare set
// editor, the game maps panel, the gallery, the Animation… dialog), linked the first time one of them is made, so
// that it is not part of the first load. Each waits for it before it shows, so nothing is drawn unstyled.

let pending = null;

/** Links ui/on-demand.css once; resolves when it has loaded (or failed: the part shows unstyled rather than not at all). */
export function onDemandStyles() {
  pending ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: new URL('ui/on-demand.css', document.baseURI).href,
    });
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return pending;
}
