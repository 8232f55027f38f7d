/**
 * Next-steps slider: cards of other services, each from the linked service's own card. The track is a native
 * scroll-snap list (touch, trackpad and no-JS work as is); the arrow buttons (when the content asks for them) are in the
 * server HTML, so a first press before the section has hydrated is held and replayed (src/lib/heldInputScript.ts); JS
 * adds arrow/Home/End keys between cards and scrolls a focused card into view.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Link, graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import { indexForKey, nearestIndex, scrollEnds, stepIndex } from './slider';
import type { SectionProps } from '../types';
import * as styles from './NextSteps.module.scss';
import { SectionHeader, SectionLandmark } from '../SectionLandmark';
import { prefersReducedMotion } from '../../lib/motion';
import { useCopy } from '../../components/useSiteSettings';
import { sectionHeadingId } from '../sectionHeadingId';
import { Icon } from '../../components/Icon';

type Service = Queries.NextStepsSectionFieldsFragment['nextStepsProps']['services'][number];

const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

export function NextSteps({ section, index }: SectionProps<'NextStepsSection'>) {
  const copy = useCopy().sections;
  const { heading, showArrows, services } = section.nextStepsProps;
  const headingId = sectionHeadingId(index);
  const trackId = `section-${index}-track`;
  const trackRef = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ canPrev: false, canNext: services.length > 1 });

  const slides = () => Array.from(trackRef.current?.children ?? []).filter((el): el is HTMLElement => el instanceof HTMLElement);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (track) setEnds(scrollEnds(track));
  }, []);

  useEffect(() => {
    measure();
    const track = trackRef.current;
    track?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      track?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const move = (delta: number) => {
    const track = trackRef.current;
    const items = slides();
    if (!track || items.length === 0) return;
    const offsets = items.map((item) => item.offsetLeft - items[0].offsetLeft);
    const target = stepIndex(nearestIndex(offsets, track.scrollLeft), delta, items.length);
    track.scrollTo({ left: offsets[target], behavior: scrollBehavior() });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const items = slides();
    const current = items.findIndex((item) => item.contains(event.target as Node));
    if (current < 0) return;
    const target = indexForKey(event.key, current, items.length);
    if (target === null) return;
    event.preventDefault();
    items[target].querySelector<HTMLElement>('a[href]')?.focus();
  };

  const onFocus = (event: React.FocusEvent<HTMLUListElement>) => {
    const slide = slides().find((item) => item.contains(event.target));
    slide?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
  };

  const arrows = [
    { delta: -1, icon: 'arrowLeft', label: copy.previousService, enabled: ends.canPrev },
    { delta: 1, icon: 'arrowRight', label: copy.nextService, enabled: ends.canNext },
  ] as const;

  return (
    <SectionLandmark name="NextSteps" index={index} className={styles.nextSteps}>
      <SectionHeader index={index} heading={heading} className={styles.header} headingClassName={styles.heading}>
        {showArrows ? (
          <div className={styles.arrows}>
            {arrows.map((arrow) => (
              <button
                key={arrow.icon}
                type="button"
                className={styles.arrow}
                aria-label={arrow.label}
                aria-controls={trackId}
                disabled={!arrow.enabled}
                onClick={() => move(arrow.delta)}
              >
                <Icon name={arrow.icon} size={22} strokeWidth={1.75} />
              </button>
            ))}
          </div>
        ) : null}
      </SectionHeader>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys and focus are handled for the links inside the list */}
      <ul id={trackId} ref={trackRef} className={styles.track} aria-labelledby={headingId} onKeyDown={onKeyDown} onFocus={onFocus}>
        {services.map((service, i) => (
          <li key={`${i}-${service.path}`} className={styles.slide}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </SectionLandmark>
  );
}

function ServiceCard({ service }: { service: Service }) {
  const { sections: copy, layout } = useCopy();
  const { title, subtitle, text, time, rewards, image } = service.card;
  return (
    <article className={styles.card}>
      <Picture image={image?.childImageSharp?.gatsbyImageData} alt="" className={styles.image} sizes="(min-width: 768px) 380px, 85vw" />
      <div className={styles.body}>
        <p className={styles.time}>
          <span className="visually-hidden">{layout.duration}: </span>
          {time}
        </p>
        <h3 className={styles.title}>
          <Link to={service.path} className={styles.link}>
            {title}
          </Link>
        </h3>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <p className={styles.text}>{text}</p>
        {rewards.length > 0 ? (
          <ul className={styles.tags} aria-label={copy.industries}>
            {rewards.map((reward) => (
              <li key={reward} className={styles.tag}>
                {reward}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export const fragment = graphql`
  fragment NextStepsSectionFields on NextStepsSection {
    nextStepsProps {
      heading
      showArrows
      services {
        path
        card {
          title
          subtitle
          text
          time
          rewards
          image {
            childImageSharp {
              gatsbyImageData(width: 600, height: 400, formats: [AUTO, WEBP])
            }
          }
        }
      }
    }
  }
`;
