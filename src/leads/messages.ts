/** The contact form's field messages for the endpoint, read from content/site.en.json (the browser form gets the same copy through useSiteSettings). */
import site from '../../content/site.en.json';
import type { LeadMessages } from '../lib/contactSchema';

export const leadMessages: LeadMessages = site.copy.forms.errors;
