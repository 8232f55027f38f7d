/**
 * The inline head script that makes a visitor's first click or key press count: until the region around a button or form
 * is live (its React code has hydrated), a click on a button or a form submit is stopped and held, then replayed once the
 * region says it is live (src/hydration/heldInput.ts). Its text is constant, so one CSP hash allows it on every page.
 *
 * A region is `[data-hydrate]` (a section's wrapper, src/hydration/HydrateOnApproach.tsx) or, outside any, the page frame; it is
 * live once it carries `data-live`, and the frame once <html> carries it. A submit button's click passes so the browser
 * fires the submit, which is held instead (a form never falls back to a native submit).
 *
 * A held press shows at once that it was taken: its button (or the form and its submitter) gets `aria-busy="true"` and
 * `data-held` (styled in global.scss), and the status region at the top of <body> (gatsby-ssr) says its `data-text`, the
 * site's copy.layout.heldPress. The button's marks go when its press is replayed, the words when nothing is held any more.
 */
export const HELD_INPUT_STATUS_ID = 'held-input-status';

/**
 * Set on <html> by the script, before the body is parsed: this page's code will take over. The styles of a region's
 * state before hydration key on it where the page without JavaScript must look different (the audience tabs show one
 * panel, as they will once hydrated, where without JavaScript every panel shows: src/components/Tabs/Tabs.module.scss).
 */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

export const HELD_INPUT_SCRIPT = `(function(){var q=[],d=document;d.documentElement.setAttribute('${SCRIPTS_ATTRIBUTE}','');function live(t){if(!d.documentElement.hasAttribute('data-live'))return false;var r=t.closest('[data-hydrate]');return !r||r.hasAttribute('data-live')}function mark(a,on){[a.t,a.s].forEach(function(b){if(!b)return;if(on){b.setAttribute('aria-busy','true');b.setAttribute('data-held','')}else{b.removeAttribute('aria-busy');b.removeAttribute('data-held')}})}function say(on){var s=d.getElementById('${HELD_INPUT_STATUS_ID}');if(s)s.textContent=on?s.getAttribute('data-text'):''}function hold(e){var t=e.target,a;if(!(t instanceof Element))return;if(e.type==='submit'){if(live(t))return;a={t:t,s:e.submitter||null}}else{var b=t.closest('button');if(!b||b.disabled||live(b)||(b.type==='submit'&&b.form))return;a={t:b}}q=q.filter(function(o){if(o.t!==a.t)return true;mark(o)});q.push(a);mark(a,1);say(1);e.preventDefault();e.stopPropagation();d.dispatchEvent(new CustomEvent('heldinput',{detail:a.t}))}window.___heldInput={flush:function(){var k=q;q=[];k.forEach(function(a){if(!a.t.isConnected)return;if(!live(a.t))return q.push(a);mark(a);if(a.t.tagName==='FORM')a.t.requestSubmit(a.s&&a.s.form===a.t?a.s:undefined);else a.t.click()});if(!q.length)say()},holds:function(r){return q.some(function(a){return r.contains(a.t)})}};addEventListener('click',hold,true);addEventListener('submit',hold,true)})();`;
