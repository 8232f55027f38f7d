/** A listing's cards as a list: one item per card, in the order given, each item carrying the attributes the listing gives it. */
import { Suspense, useState, type HTMLAttributes, type ReactNode } from 'react';

/**
 * A listing card's props: what it shows, its title's level in the page outline (h3 by default), and whether its picture
 * loads eagerly (the first card of a listing is the largest image on phones).
 */
export interface CardProps<T> {
  item: T;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}

interface CardListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  card: (item: T, index: number) => ReactNode;
  className: string;
  id?: string;
  itemAttributes?: (item: T) => HTMLAttributes<HTMLLIElement>;
  /**
   * For cards whose code loads lazily (lazyCard): whether the items rendered now are hydrating the server's. Those keep
   * the server's HTML (React leaves an element with `dangerouslySetInnerHTML` as it is), so no card code is needed;
   * items added later draw their card once its code has arrived.
   */
  fromServer?: boolean;
}

function LazyCardItem({
  fromServer,
  attributes,
  children,
}: {
  fromServer: boolean;
  attributes?: HTMLAttributes<HTMLLIElement>;
  children: ReactNode;
}) {
  const [keepServerHtml] = useState(fromServer);
  if (keepServerHtml) return <li {...attributes} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <li {...attributes}>
      <Suspense fallback={null}>{children}</Suspense>
    </li>
  );
}

export function CardList<T>({ items, keyOf, card, className, id, itemAttributes, fromServer }: CardListProps<T>) {
  return (
    <ul className={className} id={id}>
      {items.map((item, i) =>
        fromServer === undefined ? (
          <li key={keyOf(item)} {...itemAttributes?.(item)}>
            {card(item, i)}
          </li>
        ) : (
          <LazyCardItem key={keyOf(item)} fromServer={fromServer} attributes={itemAttributes?.(item)}>
            {card(item, i)}
          </LazyCardItem>
        ),
      )}
    </ul>
  );
}
