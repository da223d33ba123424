export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionItemProps,
  type AccordionProps,
} from './accordion';
