/** Whether the URL hash names an anchor inside a region (a tab list lists its tab ids in `data-anchors`), before the region's code has loaded. */
export function hashNamesAnchorIn(region: Element): boolean {
  const id = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  if (!id) return false;
  return [...region.querySelectorAll('[data-anchors]')].some((element) =>
    (element.getAttribute('data-anchors') ?? '').split(' ').includes(id),
  );
}
