/**
 * What the recording page at the board needs besides the game's endpoints: the words of the law a
 * notice or ruling cites, under the game's own code.
 */
package org.arbiter.service.recording;
