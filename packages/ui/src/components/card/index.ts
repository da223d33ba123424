export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardLink,
  CardTitle,
  type CardProps,
  type CardTitleProps,
} from './card';
export type { CardVariant } from './card.styles';
