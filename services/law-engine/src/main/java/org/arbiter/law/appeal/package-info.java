/**
 * Appeals against rulings, decided as acts in the contested sequence: {@link org.arbiter.law.appeal.Appeals}
 * stands over every code, lodges an appeal within the time the tournament allows, and carries out
 * the decision on it; an overturning decision strikes the act the ruling was given on and rules
 * every later act again under the code, so the result and the later rulings follow from it.
 */
package org.arbiter.law.appeal;
