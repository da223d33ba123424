import { JOURNAL_SUBJECTS, type CatalogueJournal, type JournalSubject, type JournalValues } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { journals } from '../../apps/cms/src/seed/data/journals';
import { createJournalRanker } from '../../apps/site/src/features/ai-tools/utils/rank-journals';

/*
 * Measured relevance of the journal finder on the seeded catalogue: short manuscript descriptions
 * written across the specialties the team serves, each with the subject area a good shortlist must
 * contain. The finder passes when the first three journals include one of that subject for at least
 * 22 in 25 descriptions (88 %), with the widest filters.
 */
const CASES: readonly [description: string, subject: JournalSubject][] = [
  ['Retrospective cohort of SGLT2 inhibitors and 30-day heart failure readmission in adults', 'Cardiology'],
  ['Outcomes of acute coronary syndrome after percutaneous coronary intervention in a regional registry', 'Cardiology'],
  ['Qualitative interviews on burnout among nurses working in Egyptian ICUs', 'Nursing'],
  ['Nurse staffing levels, missed nursing care and patient safety incidents across hospital wards', 'Nursing'],
  ['Diagnostic accuracy of contrast-enhanced CT versus MRI for detecting liver metastases', 'Radiology and imaging'],
  ['Sensitivity and specificity of screening mammography read by two radiologists', 'Radiology and imaging'],
  ['Randomised trial of immunotherapy plus chemotherapy in advanced lung cancer, overall survival', 'Oncology'],
  ['Five-year breast cancer survival of women treated at a national cancer institute in Egypt', 'Oncology'],
  [
    'Carbapenem-resistant bloodstream infections and antimicrobial stewardship in a tertiary hospital',
    'Infectious disease',
  ],
  ['Hand hygiene compliance and hospital-acquired infection rates before and after an audit', 'Infectious disease'],
  ['Prone positioning and mortality in mechanically ventilated patients with ARDS', 'Critical care'],
  ['Neonatal outcomes of late preterm infants and their growth through childhood', 'Paediatrics'],
  ['Prevalence of smoking and physical inactivity among adolescents: a national household survey', 'Public health'],
  ['Antenatal care use and its social determinants in rural Upper Egypt: a community survey', 'Public health'],
  [
    'Simulation-based teaching of clinical skills to undergraduate medical students: curriculum evaluation',
    'Medical education',
  ],
  ['Machine learning prediction of deterioration from electronic health record data', 'Health informatics'],
  ['A mobile health app and telemedicine follow-up for patients after discharge', 'Health informatics'],
  [
    'Multiple imputation for missing data in longitudinal trials: a simulation study of statistical methods',
    'Research methods',
  ],
  ['Heterogeneity and publication bias in network meta-analysis: a methods review', 'Research methods'],
  [
    'Gestational diabetes and caesarean section among pregnant women in a maternity hospital',
    'Obstetrics and gynaecology',
  ],
  [
    'GLP-1 receptor agonists and HbA1c reduction in type 2 diabetes, weight loss as a secondary outcome',
    'Endocrinology and diabetes',
  ],
  ['Pulmonary rehabilitation and exacerbations in patients with COPD', 'Respiratory medicine'],
  ['Outcomes of thrombectomy after acute ischaemic stroke and the role of epilepsy after stroke', 'Neurology'],
  ['Depression and anxiety among university students during examinations', 'Mental health'],
  ['Postoperative complications after laparoscopic cholecystectomy at a teaching hospital', 'Surgery'],
  ['Adverse drug reactions and deprescribing in older adults with polypharmacy', 'Pharmacy and pharmacology'],
  ['Emergency department crowding and triage waiting times', 'Emergency medicine'],
  ['Mendelian randomisation of body mass index and mortality in a population cohort', 'Epidemiology'],
  ['Universal health coverage and maternal mortality in low-income countries', 'Global health'],
  [
    'Hospital accreditation and quality improvement of patient safety culture in Saudi Arabia',
    'Health services research',
  ],
];

const WIDEST: Omit<JournalValues, 'keywords'> = {
  impact: '2-5',
  processing: 'Flexible',
  publisher: 'Any',
  openAccess: false,
};

const catalogue: CatalogueJournal[] = journals.map((journal, index) => ({ id: String(index + 1), ...journal }));
const rank = createJournalRanker(catalogue);

describe('journal finder relevance on the seeded catalogue', () => {
  it('covers the specialties the business serves with at least 25 descriptions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(CASES.map(([, subject]) => subject)).size).toBeGreaterThanOrEqual(18);
    for (const [, subject] of CASES) expect(JOURNAL_SUBJECTS).toContain(subject);
  });

  it('puts a journal of the expected subject in the first three for at least 22 in 25 descriptions', () => {
    const misses = CASES.filter(([keywords, subject]) => {
      const firstThree = rank({ keywords, ...WIDEST }).matches.slice(0, 3);
      return !firstThree.some(({ journal }) => journal.subjects.includes(subject));
    });
    const passed = CASES.length - misses.length;
    expect(
      passed,
      `missed: ${misses.map(([keywords, subject]) => `${subject} ← "${keywords}"`).join('; ')}`,
    ).toBeGreaterThanOrEqual(Math.ceil((CASES.length * 22) / 25));
  });
});
