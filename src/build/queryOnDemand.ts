/**
 * Keeps gatsby develop's query on demand on where CI is set (Gatsby turns it off there, services/initialize.js): without
 * it develop serves page-data.json straight from disk, which it writes in place, so a page asked for while it writes
 * answered 404. With it, develop answers page data only once it is written. Loaded by gatsby-config, before Gatsby decides.
 */
process.env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI ??= 'true';
