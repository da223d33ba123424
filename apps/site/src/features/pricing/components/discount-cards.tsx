import {
  ANNUAL_DISCOUNT,
  COUNTRIES,
  STUDENT_DISCOUNT,
  type DiscountCardCopy,
  type DiscountKind,
} from '@manara/contracts';
import { DiscountCard, Grid } from '@manara/ui';

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Each card's figure: the product's rates, never the editor's words. */
const AMOUNTS: Record<DiscountKind, string> = {
  student: `${percent(STUDENT_DISCOUNT)} off`,
  annual: `${percent(ANNUAL_DISCOUNT)} off`,
  regional: `${COUNTRIES.length} currencies`,
};

interface DiscountCardsProps {
  /** The cards as an editor wrote them in /cms, the student 30 % among them. */
  cards: DiscountCardCopy[];
  titleLevel?: 2 | 3;
}

/** The discount cards of the pricing page. */
export function DiscountCards({ cards, titleLevel = 3 }: DiscountCardsProps) {
  return (
    <Grid as="ul" columns={{ base: 1, md: 3 }}>
      {cards.map((card) => (
        <li key={card.discount}>
          <DiscountCard
            titleLevel={titleLevel}
            title={card.title}
            amount={AMOUNTS[card.discount]}
            description={card.description}
            style={{ height: '100%' }}
          />
        </li>
      ))}
    </Grid>
  );
}
