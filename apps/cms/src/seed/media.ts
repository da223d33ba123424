import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { MEDIA_SLUG as MEDIA } from '../collections/Media/slug';
import { CMS_SRC } from '../lib/env';

/** The illustrations drawn for the project (seed/media/*.svg), and what each is attached to. */
const ILLUSTRATIONS = [
  {
    file: 'bars.svg',
    alt: 'Teal bar chart with a trend line rising across six bars',
    // On a pale ground: the dark theme shows it inverted (collections/Media).
    invertInDark: true,
    courses: ['Biostatistics Foundations for Clinicians'],
    projects: ['Predicting 30-day readmission after heart failure admission'],
  },
  {
    file: 'survival.svg',
    alt: 'Two stepped survival curves falling across a dark teal grid',
    invertInDark: false,
    courses: ['Survival Analysis in R'],
    projects: ['Survival outcomes in early-onset colorectal cancer'],
  },
  {
    file: 'forest.svg',
    alt: 'A forest plot: study rows with confidence intervals and a pooled diamond',
    invertInDark: true,
    courses: ['Systematic Reviews and Meta-analysis'],
    projects: ['Systematic review of tele-rehabilitation after stroke'],
  },
  {
    file: 'network.svg',
    alt: 'A small neural network of teal nodes joined by lines',
    invertInDark: false,
    courses: ['Machine Learning for Clinical Prediction'],
    projects: ['AI-assisted screening for a diabetic retinopathy review'],
  },
] as const;

/** Gives the documents with these titles the image, unless an editor already chose one. */
async function attach(
  payload: Payload,
  collection: 'courses' | 'projects',
  titles: readonly string[],
  image: number | string,
) {
  for (const title of titles) {
    await payload.update({
      collection,
      where: { title: { equals: title }, image: { exists: false } } as never,
      data: { image } as never,
      depth: 0,
      overrideAccess: true,
    });
  }
}

/**
 * Uploads the illustrations once, as WebP drawn from their SVG (the media library takes raster
 * images only, so Payload can make its variants), and puts them on a few seeded courses and
 * projects; the others keep the plain look. Returns how many images it created.
 */
export async function seedMedia(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: MEDIA, overrideAccess: true });
  if (totalDocs > 0) return 0;
  for (const illustration of ILLUSTRATIONS) {
    const svg = await readFile(path.join(CMS_SRC, 'seed/media', illustration.file));
    const data = await sharp(svg).webp({ quality: 85 }).toBuffer();
    const name = illustration.file.replace(/\.svg$/, '.webp');
    const doc = await payload.create({
      collection: MEDIA,
      data: { alt: illustration.alt, invertInDark: illustration.invertInDark } as never,
      file: { data, mimetype: 'image/webp', name, size: data.length },
      depth: 0,
      overrideAccess: true,
    });
    await attach(payload, 'courses', illustration.courses, doc.id);
    await attach(payload, 'projects', illustration.projects, doc.id);
  }
  return ILLUSTRATIONS.length;
}
