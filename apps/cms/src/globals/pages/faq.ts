import type { Field } from 'payload';
import { line, paragraph } from './fields';

/** A question and its answer (the contact FAQ, and the FAQs of other pages). */
export const faqItemFields: Field[] = [line('question', 'Question'), paragraph('answer', 'Answer')];
