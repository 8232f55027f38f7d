/** Who said a testimonial: portrait on its colour, name and position, as a figcaption; each section styles it with its own classes. */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './Picture';

interface Person {
  readonly name: string;
  readonly position: string;
  readonly image: {
    readonly alt: string;
    readonly backgroundColor?: string | null;
    readonly src: { readonly childImageSharp?: { readonly gatsbyImageData: IGatsbyImageData } | null };
  };
}

/** `classes`: the section's CSS module, with `person`, `portrait`, `name` and `position` classes. */
export function TestimonialByline({
  person,
  sizes,
  classes,
}: {
  person: Person;
  sizes: string;
  classes: Readonly<Record<string, string>>;
}) {
  return (
    <figcaption className={classes.person}>
      <span
        className={classes.portrait}
        style={person.image.backgroundColor ? { backgroundColor: person.image.backgroundColor } : undefined}
      >
        <Picture image={person.image.src.childImageSharp?.gatsbyImageData} alt={person.image.alt} sizes={sizes} />
      </span>
      <span>
        <span className={classes.name}>{person.name}</span>
        <span className={classes.position}>{person.position}</span>
      </span>
    </figcaption>
  );
}
