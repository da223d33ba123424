// @vitest-environment node
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
// @ts-expect-error The rule is plain JavaScript, loaded by eslint.config.js as it is.
import featureBoundaries from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = (file: string) => path.join(path.sep, 'repo', 'apps', 'site', 'src', ...file.split('/'));
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: src('features/courses/components/card.tsx'), code: "import { x } from '../utils/filter';" },
    { filename: src('features/courses/components/card.tsx'), code: "import { api } from '../../../lib/api-client';" },
    { filename: src('lib/session/provider.tsx'), code: "import { Button } from '../../components/button';" },
    { filename: src('components/browse/list.tsx'), code: "import { paths } from '../../config/paths';" },
    { filename: src('routes/courses.tsx'), code: "import { CourseCatalog } from '../features/courses';" },
    { filename: src('app/layout.tsx'), code: "import { SiteHeader } from './layout/site-header';" },
    { filename: src('features/courses/components/card.tsx'), code: "import { api } from '@/lib/api-client';" },
  ],
  invalid: [
    {
      filename: src('features/courses/components/card.tsx'),
      code: "import { Wizard } from '../../data-analysis';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: src('features/courses/index.ts'),
      code: "export { routes } from '../../routes/courses';",
      errors: [{ messageId: 'composer' }],
    },
    {
      filename: src('lib/session/provider.tsx'),
      code: "import { signIn } from '../../features/auth';",
      errors: [{ messageId: 'sharedFeature' }],
    },
    {
      filename: src('components/browse/list.tsx'),
      code: "const courses = import('../../features/courses');",
      errors: [{ messageId: 'sharedFeature' }],
    },
    {
      filename: src('lib/session/provider.tsx'),
      code: "import { CourseCatalog } from '@/features/courses';",
      errors: [{ messageId: 'sharedFeature' }],
    },
    {
      filename: src('features/courses/components/card.tsx'),
      code: "import { Wizard } from '@/features/data-analysis';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: src('config/paths.ts'),
      code: "export * from '../routes/admin';",
      errors: [{ messageId: 'sharedComposer' }],
    },
  ],
});
