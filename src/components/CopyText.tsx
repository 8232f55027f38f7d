/** Renders a copy template from content whose placeholders are elements (a mailto link inside a sentence). */
import React from 'react';
import { templateParts } from '../lib/fill';

export function CopyText({ template, values }: { template: string; values: Record<string, React.ReactNode> }) {
  return (
    <>
      {templateParts(template).map((part, i) => (
        <React.Fragment key={i}>{typeof part === 'string' ? part : (values[part.name] ?? `{${part.name}}`)}</React.Fragment>
      ))}
    </>
  );
}
