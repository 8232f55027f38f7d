/** Content schema of a case's project facts: team size, duration and the services involved (linked to their pages). */
import { z } from 'zod';
import { int, obj, ref, text } from '../kit';

export const caseFactsProps = obj('CaseFactsProps', 'Team, duration and services of a project', {
  heading: text('Section heading'),
  teamLabel: text('Label of the team size, e.g. "Team"'),
  teamSize: int('People on the Oakline team').min(1),
  teamText: text('Who they were, e.g. "2 product designers, a researcher, a design lead"'),
  durationLabel: text('Label of the duration, e.g. "Duration"'),
  duration: text('How long the project ran, e.g. "14 weeks"'),
  servicesLabel: text('Label of the services list, e.g. "Services involved"'),
  services: z.array(ref('ServicesJson', 'A service used on the project')).min(1),
});
