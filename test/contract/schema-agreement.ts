// Compares a schema that claims to be a subset of the contract (the embedded server's) with the contract, and
// lists every disagreement a client could notice.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'object type';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  if (isEnumType(type)) return 'enum';
  if (isInputObjectType(type)) return 'input type';
  return 'scalar';
}

const defaultOf = (value: GraphQLArgument | GraphQLInputField) =>
  value.defaultValue === undefined ? 'no default' : `default ${JSON.stringify(value.defaultValue)}`;

function compareValues(
  where: string,
  subject: GraphQLArgument | GraphQLInputField,
  reference: GraphQLArgument | GraphQLInputField,
): string[] {
  const out: string[] = [];
  if (String(subject.type) !== String(reference.type)) {
    out.push(`${where}: type ${String(subject.type)}, contract has ${String(reference.type)}`);
  }
  if (defaultOf(subject) !== defaultOf(reference)) {
    out.push(`${where}: ${defaultOf(subject)}, contract has ${defaultOf(reference)}`);
  }
  return out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = GraphQLField<any, any>;

function compareField(where: string, subject: AnyField, reference: AnyField): string[] {
  const out: string[] = [];
  if (String(subject.type) !== String(reference.type)) {
    out.push(`${where}: type ${String(subject.type)}, contract has ${String(reference.type)}`);
  }
  for (const arg of subject.args) {
    const expected = reference.args.find((a) => a.name === arg.name);
    if (!expected) out.push(`${where}(${arg.name}): argument not in the contract`);
    else out.push(...compareValues(`${where}(${arg.name})`, arg, expected));
  }
  for (const arg of reference.args) {
    if (!subject.args.some((a) => a.name === arg.name)) out.push(`${where}(${arg.name}): argument missing`);
  }
  return out;
}

function compareType(subjectSchema: GraphQLSchema, subject: GraphQLNamedType, reference: GraphQLNamedType) {
  const out: string[] = [];
  const name = subject.name;
  if (
    (isObjectType(subject) || isInterfaceType(subject)) &&
    (isObjectType(reference) || isInterfaceType(reference))
  ) {
    const fields = reference.getFields();
    for (const field of Object.values(subject.getFields())) {
      const expected = fields[field.name];
      if (!expected) out.push(`${name}.${field.name}: field not in the contract`);
      else out.push(...compareField(`${name}.${field.name}`, field, expected));
    }
    // Interfaces both schemas know must be implemented alike, or fragments on them select differently.
    const mine = subject.getInterfaces().map((i) => i.name);
    const theirs = reference.getInterfaces().map((i) => i.name);
    for (const i of mine.filter((i) => !theirs.includes(i))) {
      out.push(`${name} implements ${i}, the contract's does not`);
    }
    for (const i of theirs.filter((i) => !mine.includes(i) && subjectSchema.getType(i))) {
      out.push(`${name} does not implement ${i}, the contract's does`);
    }
  } else if (isInputObjectType(subject) && isInputObjectType(reference)) {
    const fields = reference.getFields();
    for (const field of Object.values(subject.getFields())) {
      const expected = fields[field.name];
      if (!expected) out.push(`${name}.${field.name}: input field not in the contract`);
      else out.push(...compareValues(`${name}.${field.name}`, field, expected));
    }
    const own = subject.getFields();
    for (const field of Object.values(fields)) {
      const required = String(field.type).endsWith('!') && field.defaultValue === undefined;
      if (required && !own[field.name]) out.push(`${name}.${field.name}: required input field missing`);
    }
  } else if (isEnumType(subject) && isEnumType(reference)) {
    const values = reference.getValues().map((v) => v.name);
    for (const v of subject.getValues().filter((v) => !values.includes(v.name))) {
      out.push(`${name}.${v.name}: enum value not in the contract`);
    }
  } else if (isUnionType(subject) && isUnionType(reference)) {
    const members = reference.getTypes().map((t) => t.name);
    for (const t of subject.getTypes().filter((t) => !members.includes(t.name))) {
      out.push(`${name}: union member ${t.name} not in the contract`);
    }
  }
  return out;
}

/** Every disagreement of `subject` (e.g. the server's schema) with `contract`; empty when it is a true subset. */
export function schemaDisagreements(subject: GraphQLSchema, contract: GraphQLSchema): string[] {
  const out: string[] = [];
  const roots = [
    ['query', subject.getQueryType(), contract.getQueryType()],
    ['mutation', subject.getMutationType(), contract.getMutationType()],
    ['subscription', subject.getSubscriptionType(), contract.getSubscriptionType()],
  ] as const;
  for (const [operation, mine, theirs] of roots) {
    if (mine && mine.name !== theirs?.name) {
      out.push(`${operation} root type ${mine.name}, contract has ${theirs?.name ?? 'none'}`);
    }
  }
  for (const type of Object.values(subject.getTypeMap())) {
    if (isIntrospectionType(type) || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    const reference = contract.getType(type.name);
    if (!reference) out.push(`${type.name}: ${kindOf(type)} not in the contract`);
    else if (kindOf(type) !== kindOf(reference)) {
      out.push(`${type.name}: ${kindOf(type)}, contract has ${kindOf(reference)}`);
    } else out.push(...compareType(subject, type, reference));
  }
  return out;
}
