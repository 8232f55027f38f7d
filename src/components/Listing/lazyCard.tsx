/**
 * A listing's card component whose code loads only when a card has to be drawn in the browser: the cards of the first
 * page are in the server HTML, which hydration keeps (CardList), so the page's first-load JavaScript leaves them out. The
 * listing preloads the code once a filter is set (FilteredListing); once loaded, cards render without suspending.
 */
import { lazy, type ComponentType } from 'react';
import type { CardProps } from './CardList';

export interface LazyCard<T> {
  Card: ComponentType<CardProps<T>>;
  preload: () => void;
}

export function lazyCard<T>(load: () => Promise<ComponentType<CardProps<T>>>): LazyCard<T> {
  let loaded: ComponentType<CardProps<T>> | null = null;
  let loading: Promise<ComponentType<CardProps<T>>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Card = ({ item, headingLevel, eager }: CardProps<T>) => {
    const Loaded = loaded ?? Lazy;
    return <Loaded item={item} headingLevel={headingLevel} eager={eager} />;
  };
  return { Card, preload: () => void preload() };
}
