/* Stands in for the Gatsby modules the build drops (see deadGatsbyModules.ts). */
