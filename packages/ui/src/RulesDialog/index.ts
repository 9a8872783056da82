export { RulesDialog, SHOW_RULES_LABEL, type RulesDialogProps } from './RulesDialog';
