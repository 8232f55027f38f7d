/** The id of a section's heading, from its position on the page: `section-0-title` marks a page's opening section (global.scss defers the layout of every other). */
export const sectionHeadingId = (index: number): string => `section-${index}-title`;
