/**
 * A control that acts in place once the page has hydrated, and whose press before then must not be
 * lost to the link it is in the server's HTML: marked with this attribute (CompareToggle's "+ Comparar").
 */
export const EARLY_ACTION_ATTR = "data-early-action";
/** Set on such a control pressed before the page hydrated; the hydrated control does what was asked, then removes it. */
export const EARLY_PRESSED_ATTR = "data-early-pressed";

/**
 * Inlined in every page's head (worker/render/document.ts), so it listens from the first byte of the
 * body: until the app marks the page hydrated (data-hydrated), a plain click on an early-action control
 * does not follow its link but is remembered on the control. Without script the link still works.
 */
export const EARLY_ACTIONS_SCRIPT =
  `(function(){var h=document.documentElement;document.addEventListener("click",function(e){` +
  `if(h.dataset.hydrated||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;` +
  `var a=e.target&&e.target.closest&&e.target.closest("[${EARLY_ACTION_ATTR}]");if(!a)return;` +
  `e.preventDefault();a.setAttribute("${EARLY_PRESSED_ATTR}","")},true)})()`;
