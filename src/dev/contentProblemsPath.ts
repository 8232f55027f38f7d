/** Where the develop server answers with the current content problems (shared by server and banner). */
export const CONTENT_PROBLEMS_PATH = '/__content-problems';
