/** The contact form (default or Pilot): fields checked in the browser with the endpoint's own rules before any request, tied error messages, honeypot, sending/success/failure states. */
import React, { useEffect, useRef, useState } from 'react';
import {
  audienceValues,
  contactEndpoint,
  fieldOrder,
  type Cta,
  type FieldErrors,
  type FormName,
  type LeadField,
} from '../../lib/leadFields';
import type { SiteCopy } from '../../content-model/copy';
import { fill } from '../../lib/fill';
import { PRIVACY_PATH } from '../../lib/paths';
import { useLocalePrefix } from '../usePageLanguage';
import { checkTypedFields } from '../../lib/leadRules';
import { CopyText } from '../CopyText';
import { useLocale } from '../usePageLanguage';
import * as styles from './LeadForm.module.scss';
import { typedBeforeHydration } from './typedBeforeHydration';
import { renderTokenKeeper, type RenderTokenKeeper } from '../../browser/renderTokenKeeper';

type Values = Record<LeadField | 'website', string>;
type Status = 'idle' | 'sending' | 'sent' | 'failed';

const empty: Values = { name: '', email: '', company: '', message: '', audience: '', website: '' };

/** Starts loading the sending code (POST and attribution); called on first focus so a valid submit need not wait for it. */
export const loadSubmitter = () => import('../../browser/submitLead');

interface LeadFormProps {
  form: FormName;
  /** Unique per form on the page, so ids never clash. */
  idPrefix: string;
  contactEmail: string;
  /** Visible label of the submit button (default: the default form's). */
  submitLabel?: string;
  copy: SiteCopy['forms'];
  /** The call to action that opened the form, sent with the lead. */
  cta?: Cta;
}

function mailtoHref(email: string, values: Values, copy: SiteCopy['forms']) {
  const subject = values.name ? fill(copy.mailSubject, { name: values.name }) : copy.mailSubjectAnonymous;
  const body = [values.message, '', values.name, values.company, values.email].filter((line, i) => i === 1 || line).join('\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function LeadForm({ form, idPrefix, contactEmail, copy, cta, submitLabel = copy.default.submitLabel }: LeadFormProps) {
  const prefix = useLocalePrefix();
  const [values, setValues] = useState<Values>(() => ({
    ...empty,
    ...typedBeforeHydration(idPrefix, Object.keys(empty) as (keyof Values)[], ['audience']),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  /** Sent with the lead: the endpoint answers in it and the studio learns which language to reply in. */
  const language = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  /** Signed when the form is shown (after hydration) and renewed as it ages; sent with the lead for the endpoint's time-trap. */
  const renderToken = useRef<RenderTokenKeeper | null>(null);
  useEffect(() => {
    renderToken.current = renderTokenKeeper(contactEndpoint());
  }, []);
  const prepare = () => {
    void loadSubmitter();
    renderToken.current?.freshen();
  };
  const id = (field: string) => `${idPrefix}-${field}`;
  const fields = fieldOrder.filter((field) => form === 'pilot' || field !== 'audience');

  const update = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'website' && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstInvalid = (found: FieldErrors) => {
    const first = fields.find((field) => found[field]);
    if (!first) return;
    const target = formRef.current?.querySelector<HTMLElement>(first === 'audience' ? `input[name="${id('audience')}"]` : `#${id(first)}`);
    target?.focus();
  };

  /** Messages at once, focus on the first field to fix; what the visitor typed stays. */
  const showInvalid = (found: FieldErrors) => {
    setErrors(found);
    setStatus('idle');
    requestAnimationFrame(() => focusFirstInvalid(found));
  };

  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (status === 'sending') return;
    /** The endpoint's rules (src/lib/leadRules.ts), checked here so a mistake is answered without a request or the time-trap's wait. */
    const checked = checkTypedFields({ form, ...values, audience: form === 'pilot' ? values.audience : undefined }, copy.errors);
    if (!checked.ok) {
      showInvalid(checked.errors);
      return;
    }
    setErrors({});
    setStatus('sending');
    let postLead: Awaited<ReturnType<typeof loadSubmitter>>['postLead'];
    let readAttribution: Awaited<ReturnType<typeof loadSubmitter>>['readAttribution'];
    try {
      ({ postLead, readAttribution } = await loadSubmitter());
    } catch {
      setStatus('failed');
      return;
    }
    const input: Record<string, unknown> = { form, ...checked.fields, website: values.website, language };
    if (typeof window !== 'undefined') input.page = window.location.pathname;
    if (cta) input.cta = cta;
    const attribution = readAttribution();
    if (attribution) input.attribution = attribution;
    const send = async () => {
      const token = await renderToken.current?.take();
      return postLead(contactEndpoint(), token ? { ...input, renderToken: token } : input);
    };
    let outcome = await send();
    /** An old tab's token, or one already used: once more with a fresh token, so the visitor never retypes. */
    if (outcome.kind === 'expired') {
      renderToken.current?.renew();
      outcome = await send();
    }
    if (outcome.kind === 'sent') {
      /** The token is used up; the next message from this page gets its own. */
      renderToken.current?.renew();
      // Set at build time (src/lib/analyticsSettings.ts checks it); unset, the analytics chunk is never loaded.
      if (process.env.GATSBY_ANALYTICS_ORIGIN)
        void import(/* webpackChunkName: "analytics" */ '../../browser/analytics').then(({ trackLead }) => trackLead(form));
      setStatus('sent');
      setValues(empty);
      requestAnimationFrame(() => statusRef.current?.focus());
    } else if (outcome.kind === 'invalid') {
      showInvalid(outcome.errors);
    } else {
      setStatus('failed');
      requestAnimationFrame(() => statusRef.current?.focus());
    }
  };

  if (status === 'sent') {
    return (
      <div ref={statusRef} tabIndex={-1} className={styles.success} role="status">
        <p className={styles.successTitle}>{copy.sentTitle}</p>
        <p>{copy.sentText}</p>
      </div>
    );
  }

  const describedBy = (field: LeadField, hint?: string) =>
    [hint, errors[field] ? id(`${field}-error`) : undefined].filter(Boolean).join(' ') || undefined;
  const errorText = (field: LeadField) =>
    errors[field] ? (
      <p id={id(`${field}-error`)} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;
  const textField = (field: 'name' | 'email' | 'company', label: string, type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={id(field)}>{label}</label>
      <input
        id={id(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={update(field)}
        onFocus={prepare}
        aria-required="true"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
      />
      {errorText(field)}
    </div>
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={id('required-note')}
      aria-busy={status === 'sending' ? true : undefined}
      data-form={form}
    >
      <p id={id('required-note')} className={styles.note}>
        {copy.requiredNote}
      </p>
      {textField('name', copy.name, 'text', 'name')}
      {textField('email', copy.email, 'email', 'email')}
      {textField('company', copy.company, 'text', 'organization')}
      {form === 'pilot' ? (
        <fieldset className={styles.fieldset} aria-describedby={describedBy('audience')} aria-invalid={errors.audience ? true : undefined}>
          <legend>{copy.audience}</legend>
          <div className={styles.options}>
            {audienceValues.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={id('audience')}
                  value={value}
                  checked={values.audience === value}
                  onChange={update('audience')}
                  onFocus={prepare}
                />
                {copy.audienceOptions[value]}
              </label>
            ))}
          </div>
          {errorText('audience')}
        </fieldset>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={id('message')}>{copy.message}</label>
        <textarea
          id={id('message')}
          name="message"
          rows={5}
          value={values.message}
          onChange={update('message')}
          onFocus={prepare}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
        />
        {errorText('message')}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={id('website')}>{copy.honeypot}</label>
        <input
          id={id('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={update('website')}
        />
      </div>
      {status === 'failed' ? (
        <div ref={statusRef} tabIndex={-1} className={styles.failure} role="alert">
          <p>{copy.failed}</p>
          <p className={styles.failureActions}>
            <button type="button" className={styles.retry} onClick={() => void submit()}>
              {copy.retry}
            </button>
            <a href={mailtoHref(contactEmail, values, copy)}>{fill(copy.emailUs, { email: contactEmail })}</a>
          </p>
        </div>
      ) : null}
      {/* Stays focusable while sending (aria-disabled, not disabled), so focus is not lost; the status line announces the wait. */}
      <button type="submit" className={styles.submit} aria-disabled={status === 'sending' ? true : undefined}>
        {status === 'sending' ? copy.sending : submitLabel}
      </button>
      <p role="status" className="visually-hidden">
        {status === 'sending' ? copy.sending : ''}
      </p>
      <p className={styles.privacy}>
        <CopyText
          template={copy.privacyNote}
          values={{
            link: (
              <a href={prefix + PRIVACY_PATH} target="_blank" rel="noopener noreferrer">
                {copy.privacyLink}
                <span className="visually-hidden"> {copy.privacyNewTab}</span>
              </a>
            ),
          }}
        />
      </p>
    </form>
  );
}
