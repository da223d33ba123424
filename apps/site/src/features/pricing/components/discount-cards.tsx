import { ANNUAL_DISCOUNT, COUNTRIES, STUDENT_DISCOUNT } from '@manara/contracts';
import { DiscountCard, Grid } from '@manara/ui';

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** The three discount cards of the pricing page, the student 30 % among them. */
export function DiscountCards({ titleLevel = 3 }: { titleLevel?: 2 | 3 }) {
  return (
    <Grid as="ul" columns={{ base: 1, md: 3 }}>
      <li>
        <DiscountCard
          titleLevel={titleLevel}
          title="Student discount"
          amount={`${percent(STUDENT_DISCOUNT)} off`}
          description="Enrolled students save on every monthly plan. Send proof of enrolment with your first invoice."
          style={{ height: '100%' }}
        />
      </li>
      <li>
        <DiscountCard
          titleLevel={titleLevel}
          title="Annual billing"
          amount={`${percent(ANNUAL_DISCOUNT)} off`}
          description="Pay for twelve months up front and save on any plan compared with paying monthly."
          style={{ height: '100%' }}
        />
      </li>
      <li>
        <DiscountCard
          titleLevel={titleLevel}
          title="Regional pricing"
          amount={`${COUNTRIES.length} currencies`}
          description="Prices are set for Saudi Arabia, the UAE, Egypt, the United States and the United Kingdom, in local currency."
          style={{ height: '100%' }}
        />
      </li>
    </Grid>
  );
}
