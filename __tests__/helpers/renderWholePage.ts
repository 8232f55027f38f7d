/** CSS that lays out every below-the-fold section at once (they use `content-visibility: auto`, src/styles/_tokens.scss), for full-page screenshots and checks that read rendered text or colours. */
export const RENDER_WHOLE_PAGE_CSS = '* { content-visibility: visible !important; }';
