import type { SiteVisit } from '../../platform/site/site-page.js';
import { carousels } from './carousels-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const shown = () => carousels.visible!;

/**
 * The home page's carousel (docs/design.md §10): the newest active carousel's slides in their order,
 * as a strip that scrolls sideways and snaps to each slide, with a link to each slide and the
 * carousel's own link, so it needs no script; nothing when no carousel is active or it has no slides.
 */
export async function carouselForHome(visit: SiteVisit) {
  const [carousel] = await shown().first(visit.db, visit.websiteId, 1);
  if (!carousel || carousel.elements.length === 0) return null;
  const { elements } = carousel;
  const slideId = (id: number) => `slide-${id}`;
  return (
    <section className="carousel" aria-label={carousel.title}>
      {/* Focusable so that the keyboard scrolls it too. */}
      <ul className="slides" tabIndex={0} aria-label={`Slides of ${carousel.title}`}>
        {elements.map((element, index) => (
          <li key={element.id} id={slideId(element.id)}>
            <figure>
              {/* Its words are the caption under it: the image repeats none of them. */}
              <img src={element.image} alt="" loading={index === 0 ? undefined : 'lazy'} decoding="async" />
              {element.description ? <figcaption>{element.description}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      <p className="slide-links">
        {elements.length > 1
          ? elements.map((element, index) => (
              <a key={element.id} href={`#${slideId(element.id)}`}>
                <span className="visually-hidden">Slide </span>
                {index + 1}
              </a>
            ))
          : null}
        <a className="carousel-link" href={carousel.link}>
          {carousel.title}
        </a>
      </p>
    </section>
  );
}
