import type { Review } from '../../payload-types';

export type SeedReview = Pick<Review, 'name' | 'service' | 'rating' | 'quote' | 'status' | 'country'> & {
  email?: string;
};

/** Client reviews; most approved, a few waiting for moderation so the control panel has work. */
export const reviews: SeedReview[] = [
  {
    name: 'Dr. Layla Al-Harbi',
    email: 'layla.alharbi@example.org',
    service: 'Data Analysis',
    rating: 5,
    quote:
      'They rebuilt our survival analysis from the raw registry export and explained every choice. The reviewers had no statistical comments at all.',
    status: 'approved',
    country: 'SA',
  },
  {
    name: 'Dr. Omar Khalil',
    email: 'omar.khalil@example.org',
    service: 'Research Services',
    rating: 4.9,
    quote:
      'Our protocol went through the ethics committee on the first submission. The consent forms alone saved us a month.',
    status: 'approved',
    country: 'EG',
  },
  {
    name: 'Sarah Mitchell, RN',
    email: 'sarah.mitchell@example.org',
    service: 'Courses',
    rating: 4.8,
    quote:
      'The biostatistics course finally made confidence intervals click. I now read the methods section before the abstract.',
    status: 'approved',
    country: 'UK',
  },
  {
    name: 'Dr. Ahmed Mansour',
    email: 'ahmed.mansour@example.org',
    service: 'AI Tools',
    rating: 4.6,
    quote:
      'The journal shortlist was spot on: our first choice accepted the paper, and the decision came faster than the tool predicted.',
    status: 'approved',
    country: 'AE',
  },
  {
    name: 'Dr. Fatima Noor',
    service: 'Research Services',
    rating: 5,
    quote:
      'The four-week workgroup kept eight busy residents on schedule. We submitted on the last day of the cohort.',
    status: 'approved',
    country: 'SA',
  },
  {
    name: 'Prof. James Carter',
    email: 'james.carter@example.org',
    service: 'Data Analysis',
    rating: 4.7,
    quote:
      'Clear statistical analysis plan, clean code and figures that needed no redrawing. Exactly what a busy department needs.',
    status: 'approved',
    country: 'US',
  },
  {
    name: 'Dr. Mona Fathy',
    service: 'Courses',
    rating: 4.9,
    quote:
      'The trial design course is the best structured online course I have taken. The CONSORT module alone was worth it.',
    status: 'approved',
    country: 'EG',
  },
  {
    name: 'Dr. Yousef Al-Qahtani',
    email: 'yousef.q@example.org',
    service: 'AI Tools',
    rating: 4.5,
    quote:
      'The research writer gave our residents a solid first draft to argue with. Editing is much faster than writing from nothing.',
    status: 'approved',
    country: 'SA',
  },
  {
    name: 'Hana Saeed',
    email: 'hana.saeed@example.org',
    service: 'Data Analysis',
    rating: 4.8,
    quote: 'Quick turnaround on our audit data and a report the quality committee could actually read.',
    status: 'pending',
    country: 'AE',
  },
  {
    name: 'Dr. Karim Adel',
    email: 'karim.adel@example.org',
    service: 'Research Services',
    rating: 4.4,
    quote: 'Helpful reviewer responses, though I would have liked one more round of edits on the discussion.',
    status: 'pending',
    country: 'EG',
  },
  {
    name: 'Emily Brooks',
    service: 'Courses',
    rating: 3.5,
    quote: 'Good content overall; the R exercises assumed more background than the course page suggested.',
    status: 'rejected',
    country: 'UK',
  },
];
