import { spotlightCategory, spotlightStar, type SpotlightStar } from '@cms/contract';
import { z } from 'zod';
import { HomeSection, listView, type Profile, Profiles } from '../../platform/site/parts.js';
import { publicEntity, publicList } from '../../platform/site/public-api.js';
import { type AreaSite, type SitePage, type SiteVisit } from '../../platform/site/site-page.js';
import { pageUrl } from '../../platform/site/sitemap.js';
import { spotlightChanged, spotlightOnSite } from './spotlight-repository.js';

const PATH = '/spotlight';
/** How many stars the home page shows. */
export const HOME_STARS = 4;

/** A star as the site shows them: photo, name, class, percentage, year and a few words. */
const profileOf = (star: SpotlightStar, kicker?: string): Profile => ({
  id: star.id,
  name: star.name,
  image: star.imgUrl,
  kicker,
  role: star.academicClass,
  facts: [
    { label: 'Percentage', text: `${star.percentage}%` },
    { label: 'Year', text: String(star.year) },
  ],
  about: star.description,
});

/** `/spotlight`: the categories in their order, each with its description and its stars in theirs. */
const list: SitePage = {
  path: PATH,
  async render(visit) {
    const categories = await spotlightOnSite(visit.db, visit.websiteId);
    return listView({
      title: 'Spotlight',
      intro: 'Our students and what they achieved.',
      empty: 'No one is in the spotlight yet.',
      list:
        categories.length === 0
          ? null
          : categories.map((category) => (
              <section key={category.id} aria-labelledby={`category-${category.id}`}>
                <h2 id={`category-${category.id}`}>{category.name}</h2>
                <p>{category.description}</p>
                <Profiles label={category.name} people={category.stars.map((star) => profileOf(star))} />
              </section>
            )),
    });
  },
};

/** The home page's first stars (the categories' order, then the stars'), each with its category; nothing when none. */
export async function spotlightForHome(visit: SiteVisit) {
  const categories = await spotlightOnSite(visit.db, visit.websiteId);
  const stars = categories
    .flatMap((category) => category.stars.map((star) => profileOf(star, category.name)))
    .slice(0, HOME_STARS);
  if (stars.length === 0) return null;
  return (
    <HomeSection
      id="home-spotlight"
      title="Spotlight"
      more={{ href: `${visit.base}${PATH}`, text: 'All of the spotlight' }}
    >
      <Profiles people={stars} />
    </HomeSection>
  );
}

/** The spotlight in the public API as its page shows it: the categories that have stars, in order, each with its stars. */
const categoriesWithStars = publicList(
  'spotlight',
  publicEntity(spotlightCategory.extend({ stars: z.array(spotlightStar) })),
  'The spotlight: its categories that have stars, in order, each with its stars in theirs',
  (visit) => spotlightOnSite(visit.db, visit.websiteId),
);

/** `/spotlight` (docs/product/spotlight.md): the school's achievers, by category, on the site and in the public API. */
export const spotlightSite: AreaSite = {
  pages: [list],
  sitemap: [pageUrl(PATH, spotlightChanged)],
  api: () => [categoriesWithStars],
};
