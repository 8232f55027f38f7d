// FitSync mocks: the multi-studio class schedule, a class roster with check-ins, and the member booking app.
import { avatar, card, listRows, phone, pill, screen, statusRows, splitScreen, tableCard } from '../recipes.mjs';
import { calendar, stack } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const c = (day, start, hours, title, meta, color, edge) => ({ day, start, hours, title, meta, color, edge });

const scheduleScreen = screen(
  { app, ...data.scheduleScreen },
  calendar(
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    [
      c(0, 8, 1, 'Reformer Pilates', 'Shoreditch · 11/12', '#ffedd5', '#ea580c'),
      c(0, 12, 1, 'Spin 45', 'Camden · 20/24', '#fef3c7', '#d97706'),
      c(0, 17.5, 1, 'Vinyasa Flow', 'Peckham · 18/20', '#dcfce7', '#16a34a'),
      c(1, 8, 1, 'HIIT Express', 'Camden · full', '#fef3c7', '#d97706'),
      c(1, 9.5, 1.5, 'Mat Pilates', 'Shoreditch · 9/16', '#ffedd5', '#ea580c'),
      c(1, 18, 1, 'Boxing Basics', 'Peckham · 14/16', '#dcfce7', '#16a34a'),
      c(2, 8, 1, 'Reformer Pilates', 'Shoreditch · full', '#ffedd5', '#ea580c'),
      c(2, 13, 1, 'Barre', 'Camden · 12/18', '#fef3c7', '#d97706'),
      c(2, 17, 1.5, 'Yin Yoga', 'Peckham · 10/20', '#dcfce7', '#16a34a'),
      c(3, 8, 1, 'Spin 45', 'Camden · 22/24', '#fef3c7', '#d97706'),
      c(3, 12, 1, 'Stretch & Mobility', 'Shoreditch · 6/14', '#ffedd5', '#ea580c'),
      c(4, 9, 1, 'Kettlebells', 'Peckham · 12/12', '#dcfce7', '#16a34a'),
      c(4, 16, 1.5, 'Reformer Pilates', 'Shoreditch · 8/12', '#ffedd5', '#ea580c'),
      c(5, 9, 1.5, 'Saturday Flow', 'Peckham · 19/20', '#dcfce7', '#16a34a'),
      c(5, 11, 1, 'Spin Party', 'Camden · 24/24', '#fef3c7', '#d97706'),
    ],
  ),
);

const roster = splitScreen(
  { app, ...data.roster },
  '1.5fr 1fr',
  tableCard(
    'Roster · 12 of 12 booked · 3 on waitlist',
    ['Member', 'Plan', 'Visits', 'Check-in', ''],
    [
      [`${avatar('Zoe Hart', 0)} Zoe Hart`, 'Unlimited', '48', pill('Checked in', 'good'), 'Bed 1'],
      [`${avatar('Amir Said', 1)} Amir Said`, '10-class pack', '7', pill('Checked in', 'good'), 'Bed 2'],
      [`${avatar('Ruth Blake', 2)} Ruth Blake`, 'Unlimited', '112', pill('Checked in', 'good'), 'Bed 3'],
      [`${avatar('Kenji Ito', 3)} Kenji Ito`, 'Drop-in', '1', pill('First class', 'warn'), 'Bed 4'],
      [`${avatar('Maya Singh', 4)} Maya Singh`, '5-class pack', '3', pill('Not yet', 'grey'), 'Bed 5'],
      [`${avatar('Leo Grant', 5)} Leo Grant`, 'Unlimited', '29', pill('Not yet', 'grey'), 'Bed 6'],
      [`${avatar('Iris Chen', 0)} Iris Chen`, 'Corporate', '15', pill('Late cancel', 'bad'), '—'],
    ],
  ),
  stack(
    card(
      'Instructor',
      `<div class="row">${avatar('Clara Diaz', 3)}<div><b>Clara Diaz</b><div class="mut sm">Covering for Tom · paid per class</div></div></div>`,
    ) +
      card('Waitlist', listRows(data.roster.waitlist)) +
      card(
        'Beds',
        '<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:8px">' +
          Array.from(
            { length: 12 },
            (_, i) =>
              `<div style="height:44px;border-radius:8px;background:${i < 4 ? '#ea580c' : i < 11 ? '#ffedd5' : '#eee'};display:grid;place-items:center;font-weight:700;color:${i < 4 ? '#fff' : '#7c2d12'}">${i + 1}</div>`,
          ).join('') +
          '</div>',
      ),
  ),
);

const member = phone({
  body:
    `<div class="ptitle">Book a class</div><div class="row" style="gap:6px">${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d, i) => `<span class="pill ${i === 2 ? '' : 'grey'}" style="${i === 2 ? 'background:#ea580c;color:#fff' : ''}">${d}</span>`).join('')}</div>` +
    statusRows(data.member.statusRows),
});
const pass = phone(data.pass);

export default caseMock(data, { scheduleScreen, roster, member, pass });
