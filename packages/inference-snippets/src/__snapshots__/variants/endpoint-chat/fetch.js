const response = await fetch("http://localhost:8080/v1/chat/completions", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		model: "acme/chat-model",
		messages: [
			{
				role: "user",
				content: "Explain in one sentence why the sky looks blue.",
			},
		],
		stream: true,
	}),
});
if (!response.ok || !response.body) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}

// The answer arrives as server-sent events: "data: {json}" lines, then "data: [DONE]".
const decoder = new TextDecoder();
let pending = "";
let finished = false;
for await (const chunk of response.body) {
	pending += decoder.decode(chunk, { stream: true });
	const lines = pending.split("\n");
	pending = lines.pop() ?? "";
	for (const line of lines) {
		if (!line.startsWith("data:")) continue;
		const data = line.slice("data:".length).trim();
		if (data === "[DONE]") {
			finished = true;
			break;
		}
		const content = JSON.parse(data).choices[0]?.delta?.content;
		if (content) process.stdout.write(content);
	}
	if (finished) break;
}
process.stdout.write("\n");
