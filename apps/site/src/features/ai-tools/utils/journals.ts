import type { JournalValues } from '@manara/contracts';

/** A journal recommendation as the results list shows it: title, impactFactor, decision, access, link. */
export interface JournalRecommendation {
  title: string;
  publisher: string;
  impactFactor: number;
  decision: string;
  access: string;
  link: string;
}

type ImpactBand = JournalValues['impact'];

interface CatalogueJournal extends JournalRecommendation {
  band: ImpactBand;
  openAccess: boolean;
}

export const FAST_TRACK_DECISION = 'Fast track (2-4 weeks)';
const OPEN_ACCESS = 'Open access';
const HYBRID = 'Hybrid (subscription or open access)';

/**
 * Sample journals the simulated tool draws from. Impact factors are rounded, illustrative figures;
 * the page says these are samples, and the link sends the author to the journal itself.
 */
const CATALOGUE: readonly CatalogueJournal[] = [
  {
    band: '2-5',
    title: 'BMC Medical Research Methodology',
    publisher: 'Springer Nature',
    impactFactor: 3.9,
    decision: '6-8 weeks',
    access: OPEN_ACCESS,
    openAccess: true,
    link: 'https://bmcmedresmethodol.biomedcentral.com/',
  },
  {
    band: '2-5',
    title: 'Scientific Reports',
    publisher: 'Springer Nature',
    impactFactor: 3.8,
    decision: '7-9 weeks',
    access: OPEN_ACCESS,
    openAccess: true,
    link: 'https://www.nature.com/srep/',
  },
  {
    band: '2-5',
    title: 'International Journal of Medical Informatics',
    publisher: 'Elsevier',
    impactFactor: 3.7,
    decision: '5-7 weeks',
    access: HYBRID,
    openAccess: false,
    link: 'https://www.sciencedirect.com/journal/international-journal-of-medical-informatics',
  },
  {
    band: '2-5',
    title: 'Journal of Evaluation in Clinical Practice',
    publisher: 'Wiley',
    impactFactor: 2.3,
    decision: '6-10 weeks',
    access: HYBRID,
    openAccess: false,
    link: 'https://onlinelibrary.wiley.com/journal/13652753',
  },
  {
    band: '5-8',
    title: 'Journal of Clinical Epidemiology',
    publisher: 'Elsevier',
    impactFactor: 7.3,
    decision: '6-8 weeks',
    access: HYBRID,
    openAccess: false,
    link: 'https://www.sciencedirect.com/journal/journal-of-clinical-epidemiology',
  },
  {
    band: '5-8',
    title: 'BMC Medicine',
    publisher: 'Springer Nature',
    impactFactor: 7.0,
    decision: '5-8 weeks',
    access: OPEN_ACCESS,
    openAccess: true,
    link: 'https://bmcmedicine.biomedcentral.com/',
  },
  {
    band: '5-8',
    title: 'Diabetes, Obesity and Metabolism',
    publisher: 'Wiley',
    impactFactor: 5.8,
    decision: '4-6 weeks',
    access: HYBRID,
    openAccess: false,
    link: 'https://dom-pubs.onlinelibrary.wiley.com/journal/14631326',
  },
  {
    band: '5-8',
    title: 'Journal of the American Heart Association',
    publisher: 'Wiley',
    impactFactor: 5.0,
    decision: '5-7 weeks',
    access: OPEN_ACCESS,
    openAccess: true,
    link: 'https://www.ahajournals.org/journal/jaha',
  },
  {
    band: '8+',
    title: 'The Lancet Global Health',
    publisher: 'Elsevier',
    impactFactor: 19.9,
    decision: '8-10 weeks',
    access: OPEN_ACCESS,
    openAccess: true,
    link: 'https://www.thelancet.com/journals/langlo/home',
  },
  {
    band: '8+',
    title: 'Nature Communications',
    publisher: 'Springer Nature',
    impactFactor: 14.7,
    decision: '8-12 weeks',
    access: OPEN_ACCESS,
    openAccess: true,
    link: 'https://www.nature.com/ncomms/',
  },
  {
    band: '8+',
    title: 'Nature Medicine',
    publisher: 'Springer Nature',
    impactFactor: 58.7,
    decision: '6-10 weeks',
    access: HYBRID,
    openAccess: false,
    link: 'https://www.nature.com/nm/',
  },
  {
    band: '8+',
    title: 'Allergy',
    publisher: 'Wiley',
    impactFactor: 12.6,
    decision: '4-6 weeks',
    access: HYBRID,
    openAccess: false,
    link: 'https://onlinelibrary.wiley.com/journal/13989995',
  },
];

function score(journal: CatalogueJournal, values: JournalValues): number {
  let points = 0;
  if (journal.band === values.impact) points += 4;
  if (values.publisher === 'Any' || journal.publisher === values.publisher) points += 2;
  if (journal.openAccess === values.openAccess) points += 1;
  return points;
}

/**
 * Three sample journals, best fit first, chosen in the browser with no server call. Express turns the
 * first journal's decision time into a fast track.
 */
export function recommendJournals(values: JournalValues): JournalRecommendation[] {
  const ranked = CATALOGUE.map((journal, index) => ({ journal, index, points: score(journal, values) }))
    .sort((a, b) => b.points - a.points || a.index - b.index)
    .slice(0, 3)
    .map(({ journal }): JournalRecommendation => {
      const { band: _band, openAccess: _openAccess, ...recommendation } = journal;
      return recommendation;
    });
  return ranked.map((journal, index) =>
    index === 0 && values.processing === 'Express' ? { ...journal, decision: FAST_TRACK_DECISION } : journal,
  );
}
